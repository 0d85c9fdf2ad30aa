/** One CMS element per type of SPEC §2 (plus the editorial poll, quote, fact). */
import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { InternalLink } from "~/components/InternalLink";
import type { CmsElementData } from "~/catalog/documents";
import { CatalogImage } from "~/components/catalog/CatalogImage";
import { interactionPart } from "~/components/HydrateOnInteraction";
import { FaqList } from "~/components/catalog/Faq";
import { ProductCard, ProductGrid, ProductSlider } from "~/components/catalog/ProductCard";
// A page part: only pages with a poll load its vote form (and the forms' field parts).
import { PollVote } from "~/components/pageParts";
import { NavItemLink } from "~/components/NavItemLink";
import { navTarget } from "~/i18n/links";
import { useLocale } from "~/i18n/useLocale";

// A CMS page's contact form hydrates (and loads react-hook-form, zod, @shop/rules) on the first interaction.
const ContactForm = interactionPart(() => import("~/components/contact/ContactForm").then((m) => m.ContactForm));

/** A CMS link: shop paths stay in the shop; absolute URLs only as explicit external links. */
function CmsLink({ url, newTab, children }: { url: string | null | undefined; newTab: boolean; children: React.ReactNode }) {
  const locale = useLocale();
  if (!url) return <>{children}</>;
  const external = /^https?:\/\//i.test(url.trim());
  const target = navTarget(url, external, locale);
  if (target.kind === "internal") return <InternalLink to={target.to}>{children}</InternalLink>;
  if (target.kind === "external") {
    return (
      <a href={target.href} rel="noopener noreferrer" target={newTab ? "_blank" : undefined}>
        {children}
      </a>
    );
  }
  return <>{children}</>;
}

/**
 * `slotId`: the CMS slot the element sits in (a contact form sends it along). `priority`: the element is in the page's
 * first block (a hero picture loads eagerly, first). `columns`: slots side by side in the block (a picture's `sizes`).
 */
export function CmsElementView({ element, slotId, priority = false, columns = 1 }: { element: CmsElementData; slotId?: string; priority?: boolean; columns?: number }) {
  switch (element.__typename) {
    case "CmsText":
      // Trusted HTML from the shop's own CMS (gateway contract).
      return <div className="cms-text rich-text" dangerouslySetInnerHTML={{ __html: element.html }} />;
    case "CmsImage":
      return element.image ? (
        <figure className="cms-image" data-display={element.displayMode ?? "standard"} style={{ minHeight: element.minHeight ?? undefined }}>
          <CmsLink url={element.url} newTab={element.newTab}>
            <CatalogImage
              image={element.image}
              displayWidth={columns > 1 ? 600 : 1200}
              sizes={columns > 1 ? "(min-width: 75rem) 600px, (min-width: 48rem) 50vw, 100vw" : "(max-width: 1200px) 100vw, 1200px"}
              priority={priority}
            />
          </CmsLink>
        </figure>
      ) : null;
    case "CmsSlider":
      return <CmsSlider slides={element.slides} />;
    case "CmsGallery":
      return (
        <ul className="cms-gallery">
          {element.images.map((image, index) => (
            <li key={`${image.url}-${index}`}>
              <CatalogImage image={image} displayWidth={400} />
            </li>
          ))}
        </ul>
      );
    case "CmsVideo":
      return <CmsVideo element={element} />;
    case "CmsProductListing":
      return element.listing && element.listing.items.length > 0 ? <ProductGrid products={element.listing.items} /> : null;
    case "CmsCrossSelling":
      return (
        <>
          {element.groups.map((group) => (
            <ProductSlider key={group.id} title={group.name} products={group.products} testId="cross-selling" />
          ))}
        </>
      );
    case "CmsBuyBox":
    case "CmsProductBox":
      return element.product ? <ProductCard product={element.product} /> : null;
    case "CmsProductSlider":
      return <ProductSlider title={element.title} products={element.products} testId="cms-product-slider" />;
    case "CmsCategoryNavigation":
      return element.entries.length > 0 ? (
        <nav className="cms-category-nav">
          <ul>
            {element.entries.map((entry) => (
              <li key={entry.url}>
                <NavItemLink url={entry.url} external={entry.external}>
                  {entry.name}
                </NavItemLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null;
    case "CmsForm":
      return (
        <div className="cms-form" data-form-type={element.formType}>
          {element.title ? <h2 className="section__title">{element.title}</h2> : null}
          {element.formType === "contact" ? (
            <ContactForm idPrefix={`contact-${slotId ?? "cms"}`} slotId={slotId && /^[0-9a-f]{32}$/.test(slotId) ? slotId : null} />
          ) : (
            <p>
              <FormattedMessage id="content.form.unavailable" />
            </p>
          )}
        </div>
      );
    case "CmsSidebarFilter":
      return null;
    case "CmsFaq":
      return <FaqList title={element.title} items={element.items} testId="cms-faq" />;
    case "CmsPoll":
      return <PollVote element={element} />;
    case "CmsQuote":
      return (
        <figure className="cms-quote" data-testid="cms-quote">
          <blockquote className="rich-text" dangerouslySetInnerHTML={{ __html: element.html }} />
          {element.author ? (
            <figcaption>
              {element.author}
              {element.role ? `, ${element.role}` : null}
            </figcaption>
          ) : null}
        </figure>
      );
    case "CmsFact":
      return (
        <aside className="cms-fact" data-testid="cms-fact">
          {element.value ? <p className="cms-fact__value">{element.value}</p> : null}
          {element.title ? <p className="cms-fact__title">{element.title}</p> : null}
          <div className="rich-text" dangerouslySetInnerHTML={{ __html: element.html }} />
        </aside>
      );
    case "CmsUnknown":
      return null;
    default:
      return null;
  }
}

type SliderData = Extract<CmsElementData, { __typename: "CmsSlider" }>;

function CmsSlider({ slides }: { slides: SliderData["slides"] }) {
  const intl = useIntl();
  const [index, setIndex] = useState(0);
  if (slides.length === 0) return null;
  const slide = slides[index % slides.length]!;
  return (
    <div className="cms-slider" role="region" aria-roledescription="carousel" aria-label={intl.formatMessage({ id: "content.slider.label" })}>
      <CmsLink url={slide.url} newTab={slide.newTab}>
        <CatalogImage image={slide.image} displayWidth={1200} sizes="100vw" priority={index === 0} />
      </CmsLink>
      {slides.length > 1 ? (
        <div className="cms-slider__controls">
          <button type="button" className="button button--small button--secondary" onClick={() => setIndex((index - 1 + slides.length) % slides.length)}>
            <FormattedMessage id="content.slider.previous" />
          </button>
          <span aria-live="polite">
            {index + 1} / {slides.length}
          </span>
          <button type="button" className="button button--small button--secondary" onClick={() => setIndex((index + 1) % slides.length)}>
            <FormattedMessage id="content.slider.next" />
          </button>
        </div>
      ) : null}
    </div>
  );
}

type VideoData = Extract<CmsElementData, { __typename: "CmsVideo" }>;

/** No third-party embeds (no external network on load): a preview that links to the video. */
function CmsVideo({ element }: { element: VideoData }) {
  const locale = useLocale();
  const href =
    element.provider === "youtube" && element.videoId
      ? `https://www.youtube-nocookie.com/watch?v=${encodeURIComponent(element.videoId)}`
      : element.provider === "vimeo" && element.videoId
        ? `https://vimeo.com/${encodeURIComponent(element.videoId)}`
        : element.url ?? undefined;
  const target = href ? navTarget(href, true, locale) : undefined;
  if (element.provider === "file" && element.url) {
    return <video className="cms-video" controls preload="none" src={element.url} />;
  }
  return (
    <div className="cms-video">
      {element.previewImage ? <CatalogImage image={element.previewImage} displayWidth={800} /> : null}
      {target?.kind === "external" ? (
        <a href={target.href} rel="noopener noreferrer" target="_blank" className="button">
          <FormattedMessage id="content.video.watch" />
        </a>
      ) : null}
    </div>
  );
}
