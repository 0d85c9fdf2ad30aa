import type { ReactNode } from "react";
import { useIntl } from "react-intl";
import { InternalLink } from "~/components/InternalLink";
import { navTarget } from "~/i18n/links";
import { useLocale } from "~/i18n/useLocale";

interface Props {
  url: string;
  external: boolean;
  className?: string;
  children: ReactNode;
}

/** A navigation entry: internal paths get the locale prefix, unsafe targets render as text. */
export function NavItemLink({ url, external, className, children }: Props) {
  const locale = useLocale();
  const intl = useIntl();
  const target = navTarget(url, external, locale);
  if (target.kind === "internal") {
    return (
      <InternalLink to={target.to} className={className}>
        {children}
      </InternalLink>
    );
  }
  if (target.kind === "external") {
    return (
      <a href={target.href} className={className} rel="noopener noreferrer">
        {children}
        {/* one string: the space and the hint are one text node, not two and a separator comment */}
        <span className="visually-hidden">{` ${intl.formatMessage({ id: "nav.externalHint" })}`}</span>
      </a>
    );
  }
  return <span className={className}>{children}</span>;
}
