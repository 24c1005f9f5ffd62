import { expect, test, type Locator, type Page } from '@playwright/test';
import { comingYatraSeason } from '@pilgrim/schema/rules';
import { axeViolations } from '../support/axe.ts';
import { graphqlData } from '../support/graphql.ts';
import { testStackPorts } from '../support/ports.ts';
import { keepTimedPopupsClosed } from '../support/timed-popups.ts';

/** The seed's newest Kailash album: last season's photos, named by its year (the seed moves it on with the clock). */
const KAILASH_ALBUM = `Kailash Mansarovar Yatra ${comingYatraSeason(new Date()) - 1}`;

/** Issue 11: `/videos`, `/kailash-mansarovar-yatra-videos` and `/kailash-mansarovar-yatra-photos`. */
const setupGateway = `http://localhost:${testStackPorts.setupGateway}/graphql`;

type Titles = { kmy: { edges: { node: { title: string } }[] }; all: { totalCount: number; edges: { node: { title: string; tags: string[] } }[] } };
/** The photos page's albums in its order (the kmy ones first) and three a page: the web's ALBUMS_PER_PAGE. */
const ALBUMS_PER_PAGE = 3;
type AlbumTitles = { photoAlbums: { totalCount: number; edges: { node: { title: string; tags: string[] } }[] } };
const albumTitles = async () =>
  (await graphqlData<AlbumTitles>(setupGateway, `{ photoAlbums(tagFirst: "kmy", first: 50) { totalCount edges { node { title tags } } } }`)).photoAlbums;

const videoTitles = () =>
  graphqlData<Titles>(setupGateway, `{ kmy: videos(tag: "kmy", first: 50) { edges { node { title } } } all: videos(first: 50) { totalCount edges { node { title tags } } } }`);

/** React has hydrated `locator` once its element carries a fiber (the web sets no hydration marker). */
async function hydrated(locator: Locator): Promise<void> {
  await expect.poll(() => locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber')))).toBe(true);
}

/** Every request of the page whose URL matches `pattern`, from now on. */
function requestsTo(page: Page, pattern: RegExp): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (pattern.test(request.url())) urls.push(request.url());
  });
  return urls;
}

test.beforeEach(async ({ context }) => keepTimedPopupsClosed(context));

test.describe('server-rendered with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('/videos lists the first 12 videos with sized thumbnails, and ?page=2 the rest', async ({ page }) => {
    const { all } = await videoTitles();
    await page.goto('/videos');
    await expect(page.getByRole('heading', { level: 1, name: 'Yatra Videos' })).toBeVisible();
    const list = page.getByTestId('video-list');
    await expect(list.getByRole('heading', { level: 2 })).toHaveText(all.edges.slice(0, 12).map(({ node }) => node.title));
    const thumbnail = list.locator('button img').first();
    await expect(thumbnail).toHaveAttribute('width', '640');
    await expect(thumbnail).toHaveAttribute('height', '360');
    await expect(list.getByRole('button', { name: `Play ${all.edges[0]?.node.title}` })).toBeVisible();
    await expect(page.locator('video, iframe')).toHaveCount(0);

    await page.getByRole('link', { name: 'Load more' }).click();
    await expect(page).toHaveURL(/\/videos\?page=2$/);
    await expect(page.getByTestId('video-list').getByRole('heading', { level: 2 })).toHaveText(all.edges.slice(12).map(({ node }) => node.title));
    await expect(page.getByRole('link', { name: 'Newer videos' })).toHaveAttribute('href', '/videos');
  });

  test('/kailash-mansarovar-yatra-videos lists the kmy-tagged videos only, with VideoObject JSON-LD', async ({ page }) => {
    const { kmy, all } = await videoTitles();
    expect(kmy.edges.length).toBeLessThan(all.totalCount);
    await page.goto('/kailash-mansarovar-yatra-videos');
    await expect(page.getByRole('heading', { level: 1, name: 'Kailash Mansarovar Yatra Videos' })).toBeVisible();
    await expect(page.getByTestId('video-list').getByRole('heading', { level: 2 })).toHaveText(kmy.edges.map(({ node }) => node.title));
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const videos = blocks.map((text) => JSON.parse(text) as Record<string, unknown>).filter((data) => data['@type'] === 'VideoObject');
    expect(videos).toHaveLength(kmy.edges.length);
    expect(videos[0]).toMatchObject({ name: kmy.edges[0]?.node.title, duration: expect.stringMatching(/^PT(\d+H)?(\d+M)?(\d+S)?$/), contentUrl: expect.stringMatching(/\/media\/clips\/[a-z0-9-]+\.webm$/) });
    expect(blocks.some((text) => text.includes('"ItemList"'))).toBe(true);
    expect(blocks.some((text) => text.includes('"BreadcrumbList"'))).toBe(true);
  });

  test('/kailash-mansarovar-yatra-photos shows three albums, kmy first, with sized photo thumbnails; ?page=2 the rest', async ({ page }) => {
    const albums = await albumTitles();
    const titles = albums.edges.map(({ node }) => node.title);
    const kmy = albums.edges.filter(({ node }) => node.tags.includes('kmy')).length;
    expect(albums.edges.slice(0, kmy).every(({ node }) => node.tags.includes('kmy'))).toBe(true);
    expect(albums.totalCount).toBeGreaterThan(ALBUMS_PER_PAGE);
    await page.goto('/kailash-mansarovar-yatra-photos');
    await expect(page.getByRole('heading', { level: 1, name: 'Kailash Mansarovar Yatra Photos' })).toBeVisible();
    const headings = page.getByRole('main').getByRole('heading', { level: 2 });
    await expect(headings).toHaveText(titles.slice(0, ALBUMS_PER_PAGE));
    await expect(headings.first()).toHaveText(KAILASH_ALBUM);
    await expect(page.getByText(`Showing ${ALBUMS_PER_PAGE} of ${albums.totalCount} albums`)).toBeVisible();
    const thumbnail = page.getByRole('button', { name: /^Open photo 1 of \d+: / }).first().locator('img');
    // Fitted inside 400×300 at each photo's own aspect ratio: the landscape first photo is 400 wide, the portrait fourth 300 high.
    await expect(thumbnail).toHaveAttribute('width', '400');
    await expect(thumbnail).toHaveAttribute('height', /^\d+$/);
    const portrait = page.getByRole('button', { name: /^Open photo 4 of \d+: / }).first().locator('img');
    await expect(portrait).toHaveAttribute('height', '300');
    expect(Number(await portrait.getAttribute('width'))).toBeLessThan(300);

    await page.getByRole('link', { name: 'Load more' }).click();
    await expect(page).toHaveURL(/\/kailash-mansarovar-yatra-photos\?page=2$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Kailash Mansarovar Yatra Photos (page 2)' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(titles.slice(ALBUMS_PER_PAGE, 2 * ALBUMS_PER_PAGE));
    await expect(page.getByRole('link', { name: 'Previous albums' })).toHaveAttribute('href', '/kailash-mansarovar-yatra-photos');
    const canonical = page.locator('link[rel="canonical"]');
    await expect(canonical).toHaveAttribute('href', /\/kailash-mansarovar-yatra-photos\?page=2$/);
    expect((await page.goto(`/kailash-mansarovar-yatra-photos?page=${Math.ceil(albums.totalCount / ALBUMS_PER_PAGE) + 1}`))?.status()).toBe(404);
  });
});

test('the video facade requests nothing from the file until Play, then plays it in a <video>', async ({ page }) => {
  const clips = requestsTo(page, /\/media\/clips\//);
  await page.goto('/kailash-mansarovar-yatra-videos');
  const { kmy } = await videoTitles();
  const title = kmy.edges[0]?.node.title ?? '';
  const play = page.getByRole('button', { name: `Play ${title}` });
  await hydrated(play);
  expect(clips).toEqual([]);

  await play.focus();
  await page.keyboard.press('Enter');
  const video = page.getByRole('article').filter({ has: page.getByRole('heading', { name: title }) }).locator('video');
  await expect(video).toBeVisible();
  await expect(video).toBeFocused();
  await expect(video.locator('source')).toHaveAttribute('src', /\/media\/clips\/[a-z0-9-]+\.webm$/);
  await expect.poll(() => clips.length, { timeout: 30_000 }).toBeGreaterThan(0);
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState), { timeout: 30_000 }).toBeGreaterThanOrEqual(1);
  await expect(page.locator('video')).toHaveCount(1);
});

test('Load more appends the next videos in place', async ({ page }) => {
  const { all } = await videoTitles();
  await page.goto('/videos');
  const more = page.getByRole('link', { name: 'Load more' });
  await hydrated(more);
  await more.click();
  await expect(page.getByTestId('video-list').getByRole('heading', { level: 2 })).toHaveCount(all.totalCount);
  await expect(page).toHaveURL(/\/videos$/);
  await expect(page.getByText(`Showing ${all.totalCount} of ${all.totalCount} videos`)).toBeVisible();
});

test('Load more appends the next albums in place, each with its photos', async ({ page }) => {
  const albums = await albumTitles();
  await page.goto('/kailash-mansarovar-yatra-photos');
  const more = page.getByRole('link', { name: 'Load more' });
  await hydrated(more);
  await more.click();
  const headings = page.getByRole('main').getByRole('heading', { level: 2 });
  await expect(headings).toHaveText(albums.edges.slice(0, 2 * ALBUMS_PER_PAGE).map(({ node }) => node.title));
  await expect(page).toHaveURL(/\/kailash-mansarovar-yatra-photos$/);
  const appended = page.getByRole('region', { name: albums.edges[ALBUMS_PER_PAGE]?.node.title ?? '' });
  await expect(appended.getByRole('button', { name: /^Open photo 1 of \d+: / })).toBeVisible();
});

test('the lightbox opens at a photo, moves with the arrow keys, closes on Escape and is axe-clean', async ({ page }) => {
  // The lightbox's large photos are fitted inside 1600×1600: one side is 1600.
  const large = requestsTo(page, /\/media\/photos\/.*[?&][wh]=1600&/);
  await page.goto('/kailash-mansarovar-yatra-photos');
  const album = page.getByRole('region', { name: KAILASH_ALBUM });
  const second = album.getByRole('button', { name: /^Open photo 2 of \d+: / });
  const count = Number((await second.getAttribute('aria-label'))?.match(/of (\d+)/)?.[1]);
  await hydrated(second);
  expect(large).toEqual([]);

  await second.click();
  const dialog = page.getByRole('dialog', { name: KAILASH_ALBUM });
  await expect(dialog).toBeVisible();
  const counter = dialog.getByTestId('lightbox-counter');
  await expect(counter).toHaveText(`2 of ${count}`);
  await expect(dialog.getByText('Sunrise over Lake Mansarovar')).toBeVisible();
  await expect.poll(() => large.length).toBeGreaterThan(0);

  await page.keyboard.press('ArrowRight');
  await expect(counter).toHaveText(`3 of ${count}`);
  await page.keyboard.press('ArrowLeft');
  await expect(counter).toHaveText(`2 of ${count}`);
  await page.keyboard.press('ArrowLeft');
  await expect(counter).toHaveText(`1 of ${count}`);
  await page.keyboard.press('Tab');
  await expect(dialog.locator(':focus')).toHaveCount(1);

  expect(await axeViolations(page)).toEqual([]);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(second).toBeFocused();
});
