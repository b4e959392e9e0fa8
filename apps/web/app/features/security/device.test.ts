import { describe, expect, it } from 'vitest';
import { deviceOf } from './device';

describe('the device of a session', () => {
  it('names the browser and the system of common user agents', () => {
    expect(
      deviceOf(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/130.0 Safari/537.36 Edg/130.0',
      ),
    ).toEqual({ browser: 'Edge', os: 'Windows' });
    expect(
      deviceOf('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 HeadlessChrome/130.0 Safari/537.36'),
    ).toEqual({ browser: 'Chrome', os: 'Linux' });
    expect(
      deviceOf(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile Safari/604.1',
      ),
    ).toEqual({ browser: 'Safari', os: 'iOS' });
    expect(
      deviceOf('Mozilla/5.0 (Macintosh; Intel Mac OS X 14.1; rv:121.0) Gecko/20100101 Firefox/121.0'),
    ).toEqual({
      browser: 'Firefox',
      os: 'macOS',
    });
    expect(deviceOf('Mozilla/5.0 (Linux; Android 14; Pixel 7) Chrome/130.0 Mobile Safari/537.36')).toEqual({
      browser: 'Chrome',
      os: 'Android',
    });
  });

  it('gives up on what it does not know', () => {
    expect(deviceOf(null)).toBeNull();
    expect(deviceOf('curl/8.5.0')).toBeNull();
  });
});
