/**
 * The price a package page's booking card shows (`data-testid="package-price"`) in its server HTML: the card price a
 * staff price change moves. The rest of the page may hold other figures of the same package (the Dates tab's price
 * per adult comes from the price table, which that change leaves).
 */
export const packagePriceOnPage = (html: string): string | undefined => /data-testid="package-price">([^<]*)</.exec(html)?.[1];
