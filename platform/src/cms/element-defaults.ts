/**
 * The config a Shopware 6.7 slot carries for each core CMS element type when it was saved in the
 * Administration: every element registers a `defaultConfig` (sw-cms/elements/<type>/index.ts) and
 * the Administration stores all of its fields, so Store API clients read them without guards.
 * Shopware Frontends' product slider, for one, computes
 * `+getConfigValue("elMinWidth").replace(/\D+/g, "")` and its home page failed with "Cannot read
 * properties of undefined (reading 'replace')" while our seed left `elMinWidth` out.
 *
 * Only `{source, value}` is kept (the Administration's `required`/`entity` hints are editor-only).
 * Product slider: `speed` and `autoplayTimeout` are the 6.7 additions (migration
 * 1740321707SetAutoplayTimeoutAndSpeedSettingsForProductSlider). Types without a core default
 * (category-navigation, sidebar-filter, form, the custom faq/poll/quote/fact) are left as stored.
 */
type ConfigField = { source: "static" | "mapped"; value: unknown };
type ElementConfig = Record<string, ConfigField>;

const s = (value: unknown): ConfigField => ({ source: "static", value });

export const ELEMENT_DEFAULT_CONFIG: Readonly<Record<string, ElementConfig>> = {
  text: { content: s(""), verticalAlign: s(null) },
  image: {
    media: s(null), displayMode: s("standard"), url: s(null), newTab: s(false), minHeight: s("340px"),
    verticalAlign: s(null), horizontalAlign: s(null),
  },
  "image-slider": {
    sliderItems: s([]), navigationArrows: s("outside"), navigationDots: s(null), displayMode: s("standard"),
    minHeight: s("300px"), verticalAlign: s(null), speed: s(300), autoSlide: s(false), autoplayTimeout: s(5000),
  },
  "image-gallery": {
    sliderItems: s([]), navigationArrows: s("inside"), navigationDots: s("none"), galleryPosition: s("left"),
    displayMode: s("standard"), minHeight: s("340px"), verticalAlign: s(null), zoom: s(false), fullScreen: s(false),
    keepAspectRatioOnZoom: s(true), magnifierOverGallery: s(false), useFetchPriorityOnFirstItem: s(false),
  },
  "product-slider": {
    products: s([]), title: s(""), displayMode: s("standard"), boxLayout: s("standard"), navigation: s(true),
    rotate: s(false), border: s(false), elMinWidth: s("300px"), verticalAlign: s(null),
    productStreamSorting: s("name:ASC"), productStreamLimit: s(10), speed: s(300), autoplayTimeout: s(5000),
  },
  "product-box": { product: s(null), boxLayout: s("standard"), displayMode: s("standard"), verticalAlign: s(null) },
  "cross-selling": { product: s(null), displayMode: s("standard"), boxLayout: s("standard"), elMinWidth: s("300px"), speed: s(300) },
  "youtube-video": {
    videoID: s(""), iframeTitle: s(""), autoPlay: s(false), loop: s(false), showControls: s(true), start: s(null), end: s(null),
    displayMode: s("standard"), advancedPrivacyMode: s(true), needsConfirmation: s(false), previewMedia: s(null),
  },
};

/** A stored slot config completed with its element's default fields; stored fields win. */
export function withDefaultConfig(type: string, config: Record<string, unknown>): Record<string, unknown> {
  const defaults = ELEMENT_DEFAULT_CONFIG[type];
  return defaults ? { ...structuredClone(defaults), ...config } : config;
}
