import { Logger } from '@nestjs/common';
import { ParameterlessTypeOrmLogger, describeQueryError, statementText } from './parameterless-typeorm.logger';

const SECRETS = ['kim@example.com', '01012345678', '$argon2id$v=19$m=65536,t=3,p=4$c2FsdA$aGFzaA'];

function duplicateKeyError(): Error {
  const driverError = Object.assign(new Error('duplicate key value violates unique constraint "uq_member_email"'), {
    code: '23505',
    constraint: 'uq_member_email',
    table: 'member',
    detail: `Key (email)=(${SECRETS[0]}) already exists.`,
  });
  return Object.assign(new Error(driverError.message), { driverError, parameters: SECRETS, query: 'INSERT INTO "member"' });
}

describe('ParameterlessTypeOrmLogger', () => {
  afterEach(() => jest.restoreAllMocks());

  it('logs a failed query with its statement and SQLSTATE, never its parameters or the detail that quotes them', () => {
    const error = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => {});
    const typeorm: import('typeorm').Logger = new ParameterlessTypeOrmLogger();
    typeorm.logQueryError(duplicateKeyError(), 'INSERT INTO "member"("email", "phone", "password_hash")\nVALUES ($1, $2, $3)', SECRETS);
    expect(error).toHaveBeenCalledTimes(1);
    const logged = JSON.stringify(error.mock.calls[0]);
    expect(logged).toContain('23505');
    expect(logged).toContain('uq_member_email');
    expect(logged).toContain('INSERT INTO \\"member\\"(\\"email\\", \\"phone\\", \\"password_hash\\")');
    for (const secret of SECRETS) expect(logged).not.toContain(secret.slice(0, 12));
  });

  it('does not repeat a data exception\'s message, which quotes the refused value', () => {
    const driverError = Object.assign(new Error('invalid input syntax for type bigint: "secret-value"'), { code: '22P02' });
    expect(JSON.stringify(describeQueryError(Object.assign(new Error(driverError.message), { driverError })))).not.toContain('secret-value');
  });

  it('logs no successful query', () => {
    const spies = (['log', 'error', 'warn', 'debug', 'verbose'] as const).map((level) => jest.spyOn(Logger.prototype, level).mockImplementation(() => {}));
    new ParameterlessTypeOrmLogger().logQuery();
    for (const spy of spies) expect(spy).not.toHaveBeenCalled();
  });

  it('keeps one line of a long statement', () => {
    expect(statementText(`SELECT ${'x, '.repeat(200)}y\nFROM t`)).toHaveLength(201);
  });
});
