/**
 * The stories' local demo media and pages (storybook/assets, served at /storybook-assets). Video settings accept only
 * http(s) URLs, so the paths are made absolute on the origin serving the stories.
 */
const origin = typeof location !== 'undefined' && /^https?:/.test(location.origin) ? location.origin : 'http://localhost:6006';
const asset = (name: string) => `${origin}/storybook-assets/${name}`;

export const DEMO_MEDIA = {
  /** Six seconds, 640×360, WebM (VP8 with a quiet tone), seekable. */
  video: asset('demo-clip.webm'),
  captions: asset('demo-clip.en.vtt'),
  /** Root-relative, as image settings usually are. */
  poster: '/storybook-assets/demo-clip-poster.svg',
  /** A stand-in for another site's page (archive, chat, social feed), headed by `name`. */
  embedPage: (name: string) => asset(`demo-embed.html#${encodeURIComponent(name)}`),
  /** A stand-in chat provider's script: it defines `DemoChat.open` 300 ms after loading. */
  chatScript: asset('demo-chat-widget.js'),
} as const;
