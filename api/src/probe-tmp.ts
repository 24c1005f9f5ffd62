import { createTestApp, getJson } from '/work/w-content/api/src/test-support/test-app.ts';
const ctx = await createTestApp();
for (const p of process.argv.slice(2)) { const r = await getJson(ctx.app, p); console.log(p, r.status, JSON.stringify(r.body).slice(0, 1500)); }
await ctx.database.close();
