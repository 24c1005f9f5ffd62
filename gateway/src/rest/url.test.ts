import { describe, expect, it } from 'vitest';
import { buildUpstreamUrl } from './url.ts';

describe('buildUpstreamUrl', () => {
  it('repeats array keys with literal brackets', () => {
    expect(buildUpstreamUrl('http://api/v1', '/packages', { 'id[]': ['a', 'b c'] })).toBe(
      'http://api/v1/packages?id[]=a&id[]=b%20c',
    );
  });

  it('leaves out undefined values and the question mark when nothing remains', () => {
    expect(buildUpstreamUrl('http://api/v1', '/categorymenu', { page: undefined })).toBe('http://api/v1/categorymenu');
  });

  it('stringifies numbers and booleans', () => {
    expect(buildUpstreamUrl('http://api/v1', '/categorylist', { status: true, page: 2 })).toBe(
      'http://api/v1/categorylist?status=true&page=2',
    );
  });
});
