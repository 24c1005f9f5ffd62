import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('loadConfig', () => {
  it("allows only the web's origin by default, with development proxy keys", () => {
    expect(loadConfig({})).toMatchObject({
      corsOrigins: ['http://localhost:3000'],
      gatewayProxyKey: 'dev-gateway-proxy-key',
      apiProxyKey: 'dev-api-proxy-key',
      webOrigin: 'http://localhost:3000',
    });
  });

  it('reads GATEWAY_WEB_ORIGIN as an http(s) origin and refuses anything else', () => {
    expect(loadConfig({ GATEWAY_WEB_ORIGIN: 'https://www.example.com/any/path' }).webOrigin).toBe('https://www.example.com');
    expect(() => loadConfig({ GATEWAY_WEB_ORIGIN: 'javascript:alert(1)' })).toThrow(/GATEWAY_WEB_ORIGIN/);
  });

  it('reads GATEWAY_CORS_ORIGINS as a comma list of origins', () => {
    const config = loadConfig({ GATEWAY_CORS_ORIGINS: 'https://www.example.com/, http://localhost:3100' });
    expect(config.corsOrigins).toEqual(['https://www.example.com', 'http://localhost:3100']);
  });

  it('refuses an origin that is not a URL', () => {
    expect(() => loadConfig({ GATEWAY_CORS_ORIGINS: '*' })).toThrow(/GATEWAY_CORS_ORIGINS/);
  });

  it('leaves seven seeded packages out of the picker by default, and reads PICKER_EXCLUDED_PACKAGE_IDS as a comma list', () => {
    expect(loadConfig({}).pickerExcludedPackageIds).toHaveLength(7);
    expect(loadConfig({ PICKER_EXCLUDED_PACKAGE_IDS: ' a1, b2 ,' }).pickerExcludedPackageIds).toEqual(['a1', 'b2']);
    expect(loadConfig({ PICKER_EXCLUDED_PACKAGE_IDS: '' }).pickerExcludedPackageIds).toEqual([]);
  });

  it('runs arbitrary documents by default except under NODE_ENV=production, and reads GATEWAY_ALLOW_ARBITRARY_DOCUMENTS as 0 or 1', () => {
    expect(loadConfig({}).allowArbitraryDocuments).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).allowArbitraryDocuments).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', GATEWAY_ALLOW_ARBITRARY_DOCUMENTS: '1' }).allowArbitraryDocuments).toBe(true);
    expect(loadConfig({ GATEWAY_ALLOW_ARBITRARY_DOCUMENTS: '0' }).allowArbitraryDocuments).toBe(false);
    expect(() => loadConfig({ GATEWAY_ALLOW_ARBITRARY_DOCUMENTS: 'yes' })).toThrow(/GATEWAY_ALLOW_ARBITRARY_DOCUMENTS/);
  });
});
