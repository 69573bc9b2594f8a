import { closeSync, existsSync, openSync, readFileSync, readSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { deserialize, EJSON } from 'bson';

/** One MongoDB document as read from a dump: ObjectIds turned to their hex, dates kept as Dates. */
export type Doc = Record<string, unknown>;

/** The collections an import reads (LOTTERYSOFT-PROTOCOL.md §4); a missing one is empty. */
export const COLLECTIONS = [
  'users',
  'lotterycategories',
  'gamecategories',
  'winningnumbers',
  'paymentterms',
  'percentagelimits',
  'limits',
  'specificlimits',
  'blocknumbers',
  'tickets',
  'messages',
  'paymentalerts',
] as const;
export type Collection = (typeof COLLECTIONS)[number];

/** ObjectIds (and anything else with a hex form) as plain strings; arrays and objects walked. */
function plain(value: unknown): unknown {
  if (value === null || value === undefined) return value;
  if (value instanceof Date) return value;
  if (Array.isArray(value)) return value.map(plain);
  if (typeof value === 'object') {
    const v = value as { _bsontype?: string; toHexString?: () => string; toString(): string };
    if (v._bsontype === 'ObjectId' && v.toHexString) return v.toHexString();
    if (v._bsontype === 'Long' || v._bsontype === 'Int32' || v._bsontype === 'Double')
      return Number(v.toString());
    if (v._bsontype === 'Decimal128') return Number(v.toString());
    if (v._bsontype) return v.toString();
    return Object.fromEntries(Object.entries(value).map(([k, x]) => [k, plain(x)]));
  }
  return value;
}

/** A mongodump `.bson` file: documents one after another, each led by its int32 length. */
function* bsonDocuments(file: string): Generator<Doc> {
  if (file.endsWith('.gz')) {
    const bytes = gunzipSync(readFileSync(file));
    for (let at = 0; at + 4 <= bytes.length;) {
      const size = bytes.readInt32LE(at);
      yield plain(deserialize(bytes.subarray(at, at + size))) as Doc;
      at += size;
    }
    return;
  }
  const fd = openSync(file, 'r');
  try {
    const total = statSync(file).size;
    let buffer = Buffer.alloc(1 << 20);
    let at = 0;
    const head = Buffer.alloc(4);
    while (at + 4 <= total) {
      readSync(fd, head, 0, 4, at);
      const size = head.readInt32LE(0);
      if (size < 5 || at + size > total) throw new Error(`${file}: damaged BSON at byte ${at}`);
      if (size > buffer.length) buffer = Buffer.alloc(size);
      readSync(fd, buffer, 0, size, at);
      yield plain(deserialize(buffer.subarray(0, size))) as Doc;
      at += size;
    }
  } finally {
    closeSync(fd);
  }
}

/** A mongoexport file: Extended JSON, one document a line (or a `--jsonArray` array). */
function* jsonDocuments(file: string): Generator<Doc> {
  const text = readFileSync(file, 'utf8');
  if (text.trimStart().startsWith('[')) {
    for (const doc of EJSON.parse(text) as Doc[]) yield plain(doc) as Doc;
    return;
  }
  for (const line of text.split('\n')) {
    if (line.trim()) yield plain(EJSON.parse(line)) as Doc;
  }
}

/** Which file holds a collection in the folder, if any: BSON first, then JSON. */
export function collectionFile(dir: string, name: Collection): string | undefined {
  const candidates = ['bson', 'bson.gz', 'json', 'jsonl'].map((ext) => join(dir, `${name}.${ext}`));
  return candidates.find((file) => existsSync(file));
}

/** Every document of a collection, read as it is walked (none when the dump has no file for it). */
export function* collectionDocuments(dir: string, name: Collection): Generator<Doc> {
  const file = collectionFile(dir, name);
  if (!file) return;
  yield* file.includes('.bson') ? bsonDocuments(file) : jsonDocuments(file);
}

/**
 * The dump: every collection in memory but the tickets, which are read one by one as the
 * import walks them (a bank has hundreds of thousands). Refuses a folder holding no users.
 */
export type Dump = Record<Exclude<Collection, 'tickets'>, Doc[]> & {
  tickets: () => Iterable<Doc>;
};

export function readDump(dir: string): Dump {
  if (!existsSync(dir) || !statSync(dir).isDirectory())
    throw new Error(`${dir} is not a folder: give the mongodump (or mongoexport) folder.`);
  if (!collectionFile(dir, 'users'))
    throw new Error(
      `${dir} holds no users.bson nor users.json: is it LotterySoft's dump folder (mongodump -d <db> writes one folder per database)?`,
    );
  const read = (name: Collection) => [...collectionDocuments(dir, name)];
  return {
    ...(Object.fromEntries(
      COLLECTIONS.filter((name) => name !== 'tickets').map((name) => [name, read(name)]),
    ) as Record<Exclude<Collection, 'tickets'>, Doc[]>),
    tickets: () => collectionDocuments(dir, 'tickets'),
  };
}

// Reading fields of a document whose model is not ours: tolerant, never `any`.
export const str = (v: unknown): string =>
  typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '';
export const idOf = (v: unknown): string => {
  if (typeof v === 'string') return v;
  if (v && typeof v === 'object' && '_id' in v) return idOf((v as { _id: unknown })._id);
  return '';
};
export const num = (v: unknown): number => {
  const n = typeof v === 'number' ? v : typeof v === 'string' ? Number(v) : NaN;
  return Number.isFinite(n) ? n : NaN;
};
export const bool = (v: unknown, fallback: boolean): boolean =>
  typeof v === 'boolean' ? v : v === 'true' ? true : v === 'false' ? false : fallback;
export const dateOf = (v: unknown): Date | undefined => {
  if (v instanceof Date) return Number.isNaN(v.getTime()) ? undefined : v;
  if (typeof v === 'string' || typeof v === 'number') {
    const d = new Date(v);
    return Number.isNaN(d.getTime()) ? undefined : d;
  }
  return undefined;
};
export const listOf = (v: unknown): Doc[] =>
  Array.isArray(v) ? v.filter((x): x is Doc => !!x && typeof x === 'object') : [];
