import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { configFromEnv } from './config';

describe('configFromEnv', () => {
  it('DATA_DIR=memory:// keeps the database and its e-mails off the disk', () => {
    const config = configFromEnv({ DATA_DIR: 'memory://' });
    expect(config.dataDir).toBe('memory://');
    expect(config.mailDir).toBeUndefined();
    expect(configFromEnv({ DATA_DIR: 'memory://', MAIL_DIR: 'correio' }).mailDir).toBe(resolve('correio'));
  });

  it('without APP_URL the links follow PORT; APP_URL loses its trailing slash', () => {
    expect(configFromEnv({ PORT: '8080' }).appUrl).toBe('http://localhost:8080');
    expect(configFromEnv({}).appUrl).toBe('http://localhost:3000');
    expect(configFromEnv({ PORT: '8080', APP_URL: 'https://rh.empresa.com.br/' }).appUrl).toBe('https://rh.empresa.com.br');
  });

  it('a folder is resolved, with the e-mails inside it', () => {
    const config = configFromEnv({ DATA_DIR: 'dados' });
    expect(config.dataDir).toBe(resolve('dados'));
    expect(config.mailDir).toBe(resolve('dados', 'emails'));
  });
});
