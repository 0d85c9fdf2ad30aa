import type { ReactNode } from "react";
import { FormattedMessage } from "react-intl";
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
        <span className="visually-hidden">
          {" "}
          <FormattedMessage id="nav.externalHint" />
        </span>
      </a>
    );
  }
  return <span className={className}>{children}</span>;
}
