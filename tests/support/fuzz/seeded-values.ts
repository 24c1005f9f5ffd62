/** Real values of the running stack's seeded data, so generated requests also reach past the "not found" answers. */
/** Ids and slugs of the seeded catalogue (packages and categories), for the fuzzers' arguments. */
export async function seededIdsAndSlugs(apiBaseUrl: string, token: string): Promise<{ restIds: string[]; slugs: string[] }> {
  const read = async (path: string) =>
    ((await (await fetch(`${apiBaseUrl}${path}`, { headers: { authorization: `Bearer ${token}` } })).json()) as { data: { _id: string; slug: string }[] }).data;
  const rows = [...(await read('/packages?limit=10')), ...(await read('/categorylist')).slice(0, 10)];
  return { restIds: rows.map((row) => row._id), slugs: rows.map((row) => row.slug) };
}
