/** What a user-agent string tells about the device (spec §3, device info object). */
export type DeviceName = 'samsung' | 'iphone' | 'pixel' | 'redmi' | 'windows' | 'unknown';

export type ParsedUserAgent = {
  deviceName: DeviceName;
  modelNo: string;
  operaingSystem: string;
};

/** Version numbers in user agents use `_` on Apple platforms ("17_4") and `.` elsewhere. */
function dotted(version: string): string {
  return version.replace(/_/g, '.');
}

/** Windows NT kernel versions → marketing names (Windows 11 also reports NT 10.0). */
const windowsVersions: Record<string, string> = {
  '10.0': '10',
  '6.3': '8.1',
  '6.2': '8',
  '6.1': '7',
  '6.0': 'Vista',
  '5.1': 'XP',
};

function parseOperatingSystem(userAgent: string): string {
  const ios = /(?:iPhone|iPad|iPod).*? OS (\d+(?:_\d+)*)/.exec(userAgent);
  if (ios?.[1]) return `iOS ${dotted(ios[1])}`;
  const android = /Android (\d+(?:\.\d+)*)/.exec(userAgent);
  if (android?.[1]) return `Android ${android[1]}`;
  if (/Android/.test(userAgent)) return 'Android';
  const windows = /Windows NT (\d+\.\d+)/.exec(userAgent);
  if (windows?.[1]) return `Windows ${windowsVersions[windows[1]] ?? windows[1]}`;
  if (/Windows/.test(userAgent)) return 'Windows';
  const mac = /Mac OS X (\d+(?:[_.]\d+)*)/.exec(userAgent);
  if (mac?.[1]) return `macOS ${dotted(mac[1])}`;
  if (/CrOS/.test(userAgent)) return 'Chrome OS';
  if (/Linux/.test(userAgent)) return 'Linux';
  return 'unknown';
}

/** The model token of an Android UA: "Linux; Android 14; SM-S918B Build/UP1A" → "SM-S918B". */
function androidModel(userAgent: string): string {
  const match = /Android [^;)]*;\s*(?:[a-z]{2}[-_][a-z]{2};\s*)?([^;)]+?)(?:\s+Build\/[^;)]*)?\s*[;)]/i.exec(userAgent);
  const model = match?.[1]?.trim() ?? '';
  // Chrome's reduced UA replaces the model with "K".
  return model === 'K' ? '' : model;
}

function parseDeviceName(userAgent: string, modelNo: string): DeviceName {
  if (/iPhone/.test(userAgent)) return 'iphone';
  if (/Android/.test(userAgent)) {
    if (/^SM-|Samsung|Galaxy/i.test(modelNo) || /SamsungBrowser/.test(userAgent)) return 'samsung';
    if (/Pixel/i.test(modelNo)) return 'pixel';
    if (/Redmi|Xiaomi|^M\d{4}|^2\d{3}[A-Z0-9]{4,}/i.test(modelNo)) return 'redmi';
    return 'unknown';
  }
  if (/Windows/.test(userAgent)) return 'windows';
  return 'unknown';
}

/** Pure parsing of `navigator.userAgent`; no browser APIs, so it is unit-tested directly. */
export function parseUserAgent(userAgent: string): ParsedUserAgent {
  const modelNo = /iPhone/.test(userAgent) ? 'iPhone' : /Android/.test(userAgent) ? androidModel(userAgent) : '';
  return {
    deviceName: parseDeviceName(userAgent, modelNo),
    modelNo,
    operaingSystem: parseOperatingSystem(userAgent),
  };
}
