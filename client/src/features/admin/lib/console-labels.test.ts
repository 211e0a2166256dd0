import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { ACCESS_FIELD_LABEL, ACCESS_PURPOSE_LABEL, ACCESS_SUBJECT_LABEL, AUDIT_ACTION_LABEL, AUDIT_FIELD_LABEL, AUDIT_TARGET_LABEL } from './console-labels';

/*
 * Every key the server can write into its logs has a Korean name: the keys are read from the server's code, not
 * copied by hand. Actions, target kinds, purposes, subjects and looked-at fields are string literals at the calls
 * (`action: '…'`, `targetType: '…'`, `purpose: '…'`, `fields: [...]`, the *_FIELDS constants, staffRecordsLook);
 * an audit entry's fields are the keys of the object literals its calls write plus the keys of the snapshots and
 * domain shapes those calls spread (SNAPSHOT_SHAPES below names where; the keys themselves are read from there).
 */
const SERVER = resolve(__dirname, '../../../../../server/src');

function sources(dir: string): { path: string; text: string }[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'testing' || name === 'migrations' ? [] : sources(path);
    return name.endsWith('.ts') && !name.endsWith('.spec.ts') ? [{ path: relative(SERVER, path), text: readFileSync(path, 'utf8') }] : [];
  });
}

const FILES = sources(SERVER);
const literals = (pattern: RegExp, files = FILES) => [...new Set(files.flatMap((file) => [...file.text.matchAll(pattern)].map((match) => match[1])))].sort();
const quoted = (list: string) => [...list.matchAll(/'([^']+)'/g)].map((match) => match[1]);

/** Files that write the audit log (staff activity `changed`, or the back office's own trail). */
const AUDITING = FILES.filter((file) => /\.changed\(by,/.test(file.text));
/** Files that write the access log. */
const LOOKING = FILES.filter((file) => /\.looked\(by,/.test(file.text) || /staffRecordsLook\('/.test(file.text));

/** The top-level keys of the object literal that starts at `from` (a `{`), nested braces skipped. */
function objectKeys(text: string, from: number): string[] {
  const keys: string[] = [];
  let depth = 0;
  let token = '';
  for (let index = from; index < text.length; index++) {
    const char = text[index];
    if ('{[('.includes(char)) depth++;
    if ('}])'.includes(char)) depth--;
    if (depth === 0) break;
    if (depth === 1 && (char === ',' || char === '{' || char === ';' || char === '\n')) token = '';
    else if (depth === 1) token += char;
    if (depth === 1 && char === ':' && /^\s*\w+[?!]?\s*:$/.test(token)) keys.push(token.replace(':', '').trim());
  }
  // Shorthand properties (`{ batchId, count }`).
  const body = text.slice(from + 1, text.indexOf('}', from));
  if (!body.includes('{')) for (const part of body.split(',')) if (/^\s*\w+\s*$/.test(part)) keys.push(part.trim());
  return keys;
}

/** Where the shapes that audit calls spread or build (`{ ...popup }`, goodsSnapshot(...)) are declared. */
const SNAPSHOT_SHAPES = [
  { file: 'modules/catalog/application/services/goods-snapshot.ts', start: 'return {' },
  { file: 'modules/catalog/domain/popup.ts', start: 'export interface Popup {' },
  { file: 'modules/catalog/domain/banner.ts', start: 'export interface Banner {' },
  { file: 'modules/catalog/domain/option-category-draft.ts', start: 'export interface OptionCategoryDraft {' },
  { file: 'modules/promotions/application/responses/admin-coupon.response.ts', start: 'return {' },
  { file: 'modules/backoffice/domain/admin-account.ts', start: 'return { email: this.props.email' },
];

function shapeKeys(file: string, start: string): string[] {
  const text = FILES.find((each) => each.path === file)?.text;
  if (!text) throw new Error(`${file} is gone: update SNAPSHOT_SHAPES`);
  const at = text.indexOf(start);
  if (at < 0) throw new Error(`${start} is gone from ${file}: update SNAPSHOT_SHAPES`);
  const brace = text.indexOf('{', at);
  return objectKeys(text, brace).map((key) => key.replace(/[?!]$/, ''));
}

function auditFieldKeys(): string[] {
  const keys = new Set<string>();
  for (const file of AUDITING) {
    for (const match of file.text.matchAll(/\b(?:before|after):\s*\{/g)) {
      for (const key of objectKeys(file.text, match.index! + match[0].length - 1)) keys.add(key);
    }
  }
  for (const shape of SNAPSHOT_SHAPES) for (const key of shapeKeys(shape.file, shape.start)) keys.add(key);
  return [...keys].sort();
}

const missing = (keys: string[], labels: Readonly<Record<string, string>>) => keys.filter((key) => !(key in labels));

describe('console labels: every key the server writes into its logs has a Korean name', () => {
  it('audit actions', () => {
    const actions = literals(/\baction:\s*'([^']+)'/g);
    expect(actions).toEqual(expect.arrayContaining(['goods.publish', 'coupon.serials', 'order.stage']));
    expect(missing(actions, AUDIT_ACTION_LABEL)).toEqual([]);
  });

  it('audit target kinds', () => {
    const targets = literals(/\btargetType:\s*'([^']+)'/g, AUDITING);
    expect(targets).toEqual(expect.arrayContaining(['goods', 'order', 'api-token']));
    expect(missing(targets, AUDIT_TARGET_LABEL)).toEqual([]);
  });

  it('audit fields (before/after keys)', () => {
    const fields = auditFieldKeys();
    expect(fields).toEqual(expect.arrayContaining(['goodsName', 'trackingNumber', 'couponName', 'txt1', 'adminName', 'batchId', 'point']));
    expect(missing(fields, AUDIT_FIELD_LABEL)).toEqual([]);
  });

  it('access-log subjects, purposes and fields', () => {
    const subjects = quoted(/ACCESS_SUBJECT_TYPES = \[([^\]]*)\]/.exec(FILES.find((file) => file.path.endsWith('staff-activity.port.ts'))!.text)![1]);
    expect(missing(subjects, ACCESS_SUBJECT_LABEL)).toEqual([]);

    const purposes = [
      ...literals(/\bpurpose:\s*'([^']+)'/g, LOOKING),
      ...literals(/staffRecordsLook\('([^']+)'/g),
      // Purposes passed down from a controller (`execute(id, 'orders.detail', ...)`).
      ...literals(/\.execute\([^)]*'((?:orders|claims|users)\.[a-z-]+)'/g),
    ];
    expect(purposes).toEqual(expect.arrayContaining(['users.detail', 'orders.detail', 'production.sheets', 'access-log.export']));
    expect(missing(purposes, ACCESS_PURPOSE_LABEL)).toEqual([]);

    const fields = [
      ...new Set([
        ...LOOKING.flatMap((file) => [...file.text.matchAll(/\bfields:[^[\n]*\[([^\]]*)\]/g)].flatMap((match) => quoted(match[1]))),
        ...LOOKING.flatMap((file) => [...file.text.matchAll(/staffRecordsLook\('[^']+',\s*\[([^\]]*)\]/g)].flatMap((match) => quoted(match[1]))),
        ...FILES.flatMap((file) => [...file.text.matchAll(/\b[A-Z_]*_FIELDS\s*=\s*\[([^\]]*)\]/g)].flatMap((match) => quoted(match[1]))),
      ]),
    ].filter((field) => !/_SORT_FIELDS/.test(field));
    expect(fields).toEqual(expect.arrayContaining(['memberName', 'recipient', 'email(masked)', 'ip']));
    // Sort-field constants name columns, not looks: they are not in the access log.
    const sortFields = new Set(FILES.flatMap((file) => [...file.text.matchAll(/\b[A-Z_]*_SORT_FIELDS\s*=\s*\[([^\]]*)\]/g)].flatMap((match) => quoted(match[1]))));
    const looked = fields.filter((field) => !sortFields.has(field) || field in ACCESS_FIELD_LABEL);
    expect(missing(looked, ACCESS_FIELD_LABEL)).toEqual([]);
  });
});
