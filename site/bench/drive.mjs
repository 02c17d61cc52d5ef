// One autocannon load for `pnpm bench:api`, in a process of its own: the bench process then spends its CPU
// time on its servers alone, so it can report what each answer cost them. Options come as JSON in argv[2];
// the result goes to stdout as JSON.
import autocannon from 'autocannon';

const result = await autocannon(JSON.parse(process.argv[2]));
const { requests, latency, duration, non2xx, errors, timeouts } = result;
process.stdout.write(JSON.stringify({ requests, latency, duration, ok: result['2xx'], non2xx, errors, timeouts }));
