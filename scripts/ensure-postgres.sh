#!/usr/bin/env bash
# Uses the PostgreSQL already running on 127.0.0.1:5432 (trust auth, database "test");
# where there is none, installs one from Debian's packages and starts it.
set -euo pipefail
ready() { pg_isready -q -h 127.0.0.1 -p 5432 2>/dev/null; }
if command -v pg_isready >/dev/null 2>&1 && ready; then exit 0; fi

echo "No PostgreSQL on 127.0.0.1:5432: installing one from Debian's packages…"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq postgresql >/dev/null
version=$(ls /etc/postgresql | sort -V | tail -1)
conf=/etc/postgresql/$version/main
sed -i "s/^#\?listen_addresses.*/listen_addresses = '127.0.0.1'/" "$conf/postgresql.conf"
cat > "$conf/pg_hba.conf" <<HBA
local all all trust
host all all 127.0.0.1/32 trust
host all all ::1/128 trust
HBA
pg_ctlcluster --skip-systemctl-redirect "$version" main start
for _ in $(seq 1 30); do ready && break; sleep 1; done
psql -h 127.0.0.1 -U postgres -tc "SELECT 1 FROM pg_database WHERE datname = 'test'" | grep -q 1 || createdb -h 127.0.0.1 -U postgres test
