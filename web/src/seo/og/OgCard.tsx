import { siteName } from '@/config/site';
import { ogText } from './ogText';

/** 1200×630, the size Open Graph and Twitter's large card expect. */
export const OG_SIZE = { width: 1200, height: 630 } as const;
export const OG_CONTENT_TYPE = 'image/png';

export interface OgCardProps {
  title: string;
  /** Lines under the title, e.g. the duration and the price label. */
  facts?: readonly string[];
  kicker?: string;
}

/** The card drawn by `next/og` (flexbox only): the brand, a kicker, the title and its facts on the site's maroon. */
export function OgCard({ title, facts = [], kicker }: OgCardProps) {
  return (
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: 72,
        background: 'linear-gradient(135deg, #4f1019, #7a1f2b)',
        color: '#ffffff',
        fontSize: 32,
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', fontSize: 36, color: '#f6c177' }}>{ogText(siteName)}</div>
      <div style={{ display: 'flex', flexDirection: 'column' }}>
        {kicker ? <div style={{ display: 'flex', fontSize: 30, color: '#f6c177', marginBottom: 16 }}>{ogText(kicker)}</div> : null}
        <div style={{ display: 'flex', fontSize: title.length > 48 ? 60 : 76, lineHeight: 1.1 }}>{ogText(title)}</div>
      </div>
      <div style={{ display: 'flex', gap: 40, fontSize: 36 }}>
        {facts.map((fact) => (
          <div key={fact} style={{ display: 'flex', padding: '10px 24px', borderRadius: 999, background: 'rgba(255,255,255,0.14)' }}>
            {ogText(fact)}
          </div>
        ))}
      </div>
    </div>
  );
}
