import { ContactIcon, type ContactIconName } from '@/components/icons/ContactIcon';
import { Icon } from '@/components/icons/Icon';
import { socialLinks, whatsappHref } from '@/config/contact';
import styles from './timedPopups.module.css';

const CHANNEL_ICONS: readonly ContactIconName[] = ['youtube', 'instagram', 'facebook'];

/** Our channels (spec §2 'newsletter/channels popup'): WhatsApp, then the social channels of `config/contact.ts`. */
const channels: readonly { label: string; href: string; icon: 'whatsapp' | ContactIconName }[] = [
  { label: 'WhatsApp', href: whatsappHref, icon: 'whatsapp' },
  ...socialLinks.filter((link) => CHANNEL_ICONS.includes(link.icon)),
];

export function ChannelLinks() {
  return (
    <section className={styles.channels} aria-labelledby="channels-title">
      <h3 id="channels-title" className={styles.channelsTitle}>
        Follow our yatras
      </h3>
      <ul className={styles.channelList}>
        {channels.map((channel) => (
          <li key={channel.icon}>
            <a href={channel.href} target="_blank" rel="noopener noreferrer">
              {channel.icon === 'whatsapp' ? <Icon name="whatsapp" size={18} /> : <ContactIcon name={channel.icon} size={18} />}
              {channel.label}
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
