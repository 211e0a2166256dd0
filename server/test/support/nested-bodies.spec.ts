import 'reflect-metadata';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { getMetadataStorage } from 'class-validator';

/**
 * The class of "an array where an object belongs": `@ValidateNested()` validates an array's elements, so `"address":
 * []` passed a nested DTO's rules and broke the use case with a 500. Every nested (not `each`) property of every
 * request DTO must also carry `@IsObject()`.
 */
describe('request DTOs with nested objects', () => {
  it('refuse anything but an object where a nested DTO belongs (IsObject beside each ValidateNested)', async () => {
    const root = join(__dirname, '../../src');
    const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((file) => /\.(request|query)\.ts$|-fields(\.request)?\.ts$/.test(file));
    expect(files.length).toBeGreaterThan(20);
    for (const file of files) await import(join(root, file));

    const metadata = (getMetadataStorage() as unknown as { validationMetadatas: Map<{ name: string }, { propertyName: string; type: string; name?: string; each?: boolean }[]> })
      .validationMetadatas;
    const nested: string[] = [];
    const unguarded: string[] = [];
    for (const [target, rules] of metadata) {
      for (const rule of rules.filter((candidate) => candidate.type === 'nestedValidation' && !candidate.each)) {
        const name = `${target.name}.${rule.propertyName}`;
        nested.push(name);
        const guarded = rules.some((other) => other.propertyName === rule.propertyName && (other.name === 'isObject' || other.name === 'isArray'));
        if (!guarded) unguarded.push(name);
      }
    }
    expect(nested).toEqual(expect.arrayContaining(['OrderSaveRequest.address', 'OrderSaveRequest.consents']));
    expect(unguarded).toEqual([]);
  });
});
