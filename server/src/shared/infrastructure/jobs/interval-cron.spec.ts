import { intervalCron } from './interval-cron';

describe('intervalCron', () => {
  it('turns an interval in minutes into a cron', () => {
    expect(intervalCron(5)).toBe('*/5 * * * *');
    expect(intervalCron(15)).toBe('*/15 * * * *');
    expect(intervalCron(60)).toBe('0 */1 * * *');
    expect(intervalCron(120)).toBe('0 */2 * * *');
    expect(intervalCron(7 * 24 * 60)).toBe('0 18 * * *');
  });
});
