import { describe, expect, it } from 'vitest';
import { parseUserAgent } from './parseUserAgent';

const samsung =
  'Mozilla/5.0 (Linux; Android 14; SM-S918B Build/UP1A.231005.007) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36';
const pixel =
  'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/116.0.0.0 Mobile Safari/537.36';
const redmi =
  'Mozilla/5.0 (Linux; Android 12; Redmi Note 11 Build/SKQ1.211103.001) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/110.0.0.0 Mobile Safari/537.36';
const reducedAndroid =
  'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';
const iphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const windows =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';
const linux = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';
const mac =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15';

describe('parseUserAgent', () => {
  it('recognises a Samsung phone with its model number and Android version', () => {
    expect(parseUserAgent(samsung)).toEqual({ deviceName: 'samsung', modelNo: 'SM-S918B', operaingSystem: 'Android 14' });
  });

  it('recognises a Pixel phone', () => {
    expect(parseUserAgent(pixel)).toEqual({ deviceName: 'pixel', modelNo: 'Pixel 7', operaingSystem: 'Android 13' });
  });

  it('recognises a Redmi phone and drops the Build suffix from the model', () => {
    expect(parseUserAgent(redmi)).toEqual({ deviceName: 'redmi', modelNo: 'Redmi Note 11', operaingSystem: 'Android 12' });
  });

  it('leaves the model empty and the name unknown when Chrome reduces the model to "K"', () => {
    expect(parseUserAgent(reducedAndroid)).toEqual({ deviceName: 'unknown', modelNo: '', operaingSystem: 'Android 10' });
  });

  it('recognises an iPhone with a dotted iOS version', () => {
    expect(parseUserAgent(iphone)).toEqual({ deviceName: 'iphone', modelNo: 'iPhone', operaingSystem: 'iOS 17.4' });
  });

  it('names Windows NT 10.0 "Windows 10" without a model', () => {
    expect(parseUserAgent(windows)).toEqual({ deviceName: 'windows', modelNo: '', operaingSystem: 'Windows 10' });
  });

  it('reports desktop Linux as an unknown device on Linux', () => {
    expect(parseUserAgent(linux)).toEqual({ deviceName: 'unknown', modelNo: '', operaingSystem: 'Linux' });
  });

  it('reports a Mac as an unknown device with its macOS version', () => {
    expect(parseUserAgent(mac)).toEqual({ deviceName: 'unknown', modelNo: '', operaingSystem: 'macOS 10.15.7' });
  });

  it('returns unknown for an empty user agent', () => {
    expect(parseUserAgent('')).toEqual({ deviceName: 'unknown', modelNo: '', operaingSystem: 'unknown' });
  });
});
