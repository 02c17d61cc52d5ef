import { BookingBody, LoginBody } from './index';

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];

describe('required fields', () => {
  it.each([[{}], [{ username: null, password: null }], [{ username: '  ', password: '' }]])('give the spec text when missing, null or blank: %j', (body) => {
    expect(messages(LoginBody.safeParse(body))).toEqual(['username: Password or email field cannot be empty', 'password: Password or email field cannot be empty']);
  });

  it('keep a wrong type as a wrong type, named by the field', () => {
    expect(messages(LoginBody.safeParse({ username: 12, password: 'x' }))[0]).toMatch(/^username: Invalid input/);
  });

  it("count the booking's 'select' as no service", () => {
    const body = { name: 'A', email: 'a@b.ng', phone: '1', date: 'Friday, November 27, 2026', time: '10:00', services: 'select', subject: 'S' };
    expect(messages(BookingBody.safeParse(body))).toEqual(['services: is required']);
    expect(BookingBody.parse({ ...body, services: 'seo', name: ' A ' }).name).toBe('A');
  });

  it('take passwords as typed', () => {
    expect(LoginBody.parse({ username: 'a@b.ng', password: ' pass ' }).password).toBe(' pass ');
  });
});
