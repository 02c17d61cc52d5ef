import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { userInfo } from '../accounts/views';
import { priceWire, requestWire } from '../requests/views';
import { projectWire, stagesWire } from './views';

// The spec's wire format, made from typed rows: what the portal's API answers (section 3 of the spec).

const request = {
  id: 7,
  createdAt: new Date('2026-03-01T10:00:00Z'),
  price: 150000,
  paidAt: null,
  status: 'Quoted' as const,
  isDone: false,
  service: 'seo',
  subject: 'Audit',
};

describe('portal views: typed rows to the wire', () => {
  it('price: the naira as a string, "0" when not quoted, "paid" once paid whatever the amount', () => {
    assert.equal(priceWire({ price: 150000, paidAt: null }), '150000');
    assert.equal(priceWire({ price: 0, paidAt: null }), '0');
    assert.equal(priceWire({ price: 150000, paidAt: new Date() }), 'paid');
    assert.equal(priceWire({ price: 0, paidAt: new Date() }), 'paid');
  });

  it('a request: the status goes out as reference, the date as ISO 8601', () => {
    assert.deepEqual(requestWire(request), {
      id: 7,
      date: '2026-03-01T10:00:00.000Z',
      price: '150000',
      reference: 'Quoted',
      is_done: false,
      request: { service: 'seo', subject: 'Audit' },
    });
    assert.equal(requestWire({ ...request, paidAt: new Date(), status: 'Ongoing' }).price, 'paid');
  });

  it('stages: joined with commas, none as an empty string', () => {
    assert.equal(stagesWire(['Design', 'Build', 'Launch']), 'Design,Build,Launch');
    assert.equal(stagesWire([]), '');
  });

  it('a project: list_stages comma-joined, dates as ISO 8601', () => {
    const project = projectWire({
      id: 3,
      levels: 40,
      url: 'https://staging.example.ng',
      currentStage: 'Build',
      stages: ['Design', 'Build', 'Launch'],
      isDone: false,
      stageDates: { Design: '2026-02-02T10:00:00.000Z' },
      completedAt: null,
      createdAt: new Date('2026-02-02T10:00:00Z'),
      service: 'wd',
      subject: 'Shop',
    });
    assert.deepEqual(project, {
      id: 3,
      levels: 40,
      url: 'https://staging.example.ng',
      current_stage: 'Build',
      list_stages: 'Design,Build,Launch',
      is_done: false,
      request: { service: 'wd', subject: 'Shop' },
      started_at: '2026-02-02T10:00:00.000Z',
      stage_dates: { Design: '2026-02-02T10:00:00.000Z' },
      completed_at: null,
    });
  });

  it("the user info: the phone goes out as last_name, as the spec's profile shows it", () => {
    assert.deepEqual(userInfo({ publicId: '0123456789abcdef0123456789abcdef', email: 'ada@example.ng', firstName: 'Ada Obi', phone: '+2348011111111', role: 'client' }, 'tok'), {
      token: 'tok',
      first_name: 'Ada Obi',
      last_name: '+2348011111111',
      email: 'ada@example.ng',
      id: '0123456789abcdef0123456789abcdef',
      role: 'client',
    });
  });
});
