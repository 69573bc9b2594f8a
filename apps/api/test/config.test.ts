import { describe, expect, it } from 'vitest';
import { configFrom, listeningUrl } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';

describe('configFrom', () => {
  it('PG_POOL_SIZE defaults to 20 and reads a positive integer', () => {
    expect(configFrom({}).pgPoolSize).toBe(20);
    expect(configFrom({ PG_POOL_SIZE: '5' }).pgPoolSize).toBe(5);
  });

  it.each(['0', '-3', '2.5', 'many'])('PG_POOL_SIZE=%s stops the start, naming it', (value) => {
    expect(() => configFrom({ PG_POOL_SIZE: value })).toThrow(
      /^Invalid configuration:\n {2}PG_POOL_SIZE: /,
    );
  });

  const accepted: [string | undefined, string | undefined][] = [
    [undefined, undefined],
    ['', undefined],
    ['postgres://u:p@db:5432/tiraj', 'postgres://u:p@db:5432/tiraj'],
    ['postgresql://db/tiraj', 'postgresql://db/tiraj'],
    ['memory://', 'memory://'],
  ];
  it.each(accepted)('DATABASE_URL=%j is taken as %j', (value, expected) => {
    expect(configFrom(value === undefined ? {} : { DATABASE_URL: value }).databaseUrl).toBe(
      expected,
    );
  });

  it.each(['mysql://db/tiraj', './data/tiraj.db', 'memory', 'postgres:/db', 'https://db'])(
    'DATABASE_URL=%s stops the start, naming it',
    (value) => {
      expect(() => configFrom({ DATABASE_URL: value })).toThrow(
        /\n {2}DATABASE_URL: must be a postgres/,
      );
    },
  );
});

describe('configFrom: where the server listens', () => {
  it('listens on 127.0.0.1 unless told otherwise, so a laptop does not expose the admin panel', () => {
    expect(configFrom({}).host).toBe('127.0.0.1');
  });

  it('listens on every interface with HOST=0.0.0.0 (a deployment behind a reverse proxy)', () => {
    expect(configFrom({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });

  it.each([
    ['127.0.0.1', 3000, 'http://127.0.0.1:3000'],
    ['0.0.0.0', 8080, 'http://localhost:8080'],
    ['::', 3000, 'http://localhost:3000'],
    ['192.168.1.20', 3000, 'http://192.168.1.20:3000'],
    ['::1', 3000, 'http://[::1]:3000'],
  ])('HOST=%s, PORT=%s is announced as %s', (host, port, url) => {
    expect(listeningUrl(host, port)).toBe(url);
  });
});

describe('configFrom: durability and backups', () => {
  it('the embedded database is durable by default; backups off, in $DATA_DIR/backups, 7 kept', () => {
    const config = configFrom({ DATA_DIR: '/srv/tiraj' });
    expect(config.embeddedDurability).toBe('full');
    expect(config.backups).toEqual({
      everyHours: 0,
      dir: '/srv/tiraj/backups',
      keep: 7,
      key: { key: undefined, file: '/srv/tiraj/backup.key' },
    });
    expect(
      configFrom({
        EMBEDDED_DURABILITY: 'fast',
        BACKUP_EVERY_HOURS: '0.5',
        BACKUP_DIR: '/mnt/usb',
        BACKUP_KEEP: '30',
      }),
    ).toMatchObject({
      embeddedDurability: 'fast',
      backups: { everyHours: 0.5, dir: '/mnt/usb', keep: 30 },
    });
  });

  it.each([
    ['EMBEDDED_DURABILITY', 'off'],
    ['BACKUP_EVERY_HOURS', '-1'],
    ['BACKUP_EVERY_HOURS', 'daily'],
    ['BACKUP_EVERY_HOURS', '1000'],
    ['BACKUP_KEEP', '0'],
  ])('%s=%s stops the start, naming it', (name, value) => {
    expect(() => configFrom({ [name]: value })).toThrow(new RegExp(`\\n {2}${name}: `));
  });
});

describe('openDatabase', () => {
  it('refuses a URL that is not PostgreSQL instead of opening an embedded database', async () => {
    await expect(
      openDatabase({ databaseUrl: 'mysql://db/tiraj', dataDir: '/tmp/tiraj-config-test' }),
    ).rejects.toThrow(/DATABASE_URL/);
  });
});

describe('the backup key (BACKUP_KEY, BACKUP_KEY_FILE)', () => {
  it('unset or empty: the key file, $DATA_DIR/backup.key unless BACKUP_KEY_FILE says', () => {
    for (const source of [{ DATA_DIR: '/srv/tiraj' }, { DATA_DIR: '/srv/tiraj', BACKUP_KEY: '' }])
      expect(configFrom(source).backups.key).toEqual({
        key: undefined,
        file: '/srv/tiraj/backup.key',
      });
    expect(configFrom({ BACKUP_KEY_FILE: '/keys/tiraj.key' }).backups.key.file).toBe(
      '/keys/tiraj.key',
    );
  });

  it('a key of 32 characters or more is taken; a shorter one stops the start, naming it', () => {
    const key = 'k'.repeat(32);
    expect(configFrom({ BACKUP_KEY: ` ${key}\n` }).backups.key.key).toBe(key);
    expect(() => configFrom({ BACKUP_KEY: 'short-key' })).toThrow(
      /^Invalid configuration:\n {2}BACKUP_KEY: must be at least 32 characters/,
    );
  });
});

describe('the results from the lotteries (RESULTS_FETCH, RESULTS_SOURCE_<NAME>_URL)', () => {
  it('off by default, the public addresses, 15 s per request', () => {
    expect(configFrom({}).results).toEqual({
      fetch: 'off',
      timeoutMs: 15_000,
      sources: {
        nyOpenData: { url: 'https://data.ny.gov/resource/hsys-3def.json', token: undefined },
        texas: { url: 'https://www.texaslottery.com/export/sites/lottery/Games' },
      },
    });
  });

  it('reads each setting, a trailing slash dropped', () => {
    const results = configFrom({
      RESULTS_FETCH: 'on',
      RESULTS_FETCH_TIMEOUT_SECONDS: '5',
      RESULTS_SOURCE_NY_OPEN_DATA_URL: 'http://127.0.0.1:4010/ny.json',
      RESULTS_SOURCE_NY_OPEN_DATA_TOKEN: ' abc ',
      RESULTS_SOURCE_TEXAS_URL: 'http://127.0.0.1:4011/games/',
    }).results;
    expect(results).toEqual({
      fetch: 'on',
      timeoutMs: 5_000,
      sources: {
        nyOpenData: { url: 'http://127.0.0.1:4010/ny.json', token: 'abc' },
        texas: { url: 'http://127.0.0.1:4011/games' },
      },
    });
  });

  it.each([
    ['RESULTS_FETCH', 'yes'],
    ['RESULTS_FETCH_TIMEOUT_SECONDS', '0'],
    ['RESULTS_SOURCE_NY_OPEN_DATA_URL', 'data.ny.gov/resource/hsys-3def.json'],
    ['RESULTS_SOURCE_TEXAS_URL', 'ftp://texaslottery.com/games'],
  ])('%s=%s stops the start, naming it', (name, value) => {
    expect(() => configFrom({ [name]: value })).toThrow(new RegExp(`\\n {2}${name}: `));
  });
});
