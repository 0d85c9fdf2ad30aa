/**
 * /pharmacy-map (SPEC §2): the partner pharmacies on a map of Switzerland and Liechtenstein with a
 * list, search by zip/city/name, "nur jetzt geöffnete" and "in meiner Nähe", and the choice of the
 * shopper's pharmacy for click & collect. Everything works without JavaScript: the search is a GET
 * form, the choice a POST to this route's action (the gateway's session cookie is passed back by
 * the server, never seen by page JavaScript). `?returnTo=/checkout/cart` sends the shopper back
 * after choosing (same-origin paths only). The picker dialog (components/pharmacy/PharmacyPicker)
 * loads this route's loader and posts to its action.
 */
import { FormattedMessage, useIntl } from "react-intl";
import { Form, Link, useLocation, useNavigation, useSubmit } from "react-router";
import type { PageHead } from "~/catalog/head";
import { Breadcrumbs } from "~/components/layout/Breadcrumbs";
import { PharmacyFinder } from "~/components/pharmacy/PharmacyFinder";
import { PharmacySelectedNotice } from "~/components/pharmacy/PharmacySelectedNotice";
import { splitLocalePath } from "~/i18n/locales";
import { FINDER_PARAM, PHARMACY_MAP_PATH } from "~/pharmacy/finder";
import { choosePharmacy, loadFinder } from "~/pharmacy/finder.server";
import type { Route } from "./+types/pharmacy-map";

export async function loader({ request }: Route.LoaderArgs) {
  const finder = await loadFinder(request);
  const params = new URL(request.url).searchParams;
  const filtered = [FINDER_PARAM.search, FINDER_PARAM.openNow, FINDER_PARAM.latitude, FINDER_PARAM.returnTo].some((p) => params.has(p));
  const head: PageHead = {
    titleId: "pharmacy.title",
    descriptionId: "pharmacy.description",
    canonicalPath: PHARMACY_MAP_PATH,
    alternates: { de: PHARMACY_MAP_PATH, it: PHARMACY_MAP_PATH, fr: PHARMACY_MAP_PATH },
    // Filtered views are the same page: only the full map is for search engines.
    noindex: filtered,
  };
  return { finder, head };
}

export async function action({ request }: Route.ActionArgs) {
  return choosePharmacy(request);
}

export default function PharmacyMapPage({ loaderData, actionData }: Route.ComponentProps) {
  const intl = useIntl();
  const location = useLocation();
  const navigation = useNavigation();
  const submit = useSubmit();
  const { finder } = loaderData;
  const loading = navigation.state === "loading" && splitLocalePath(navigation.location.pathname).path === PHARMACY_MAP_PATH;
  const here = `${location.pathname}${location.search}`;
  const failed = actionData && !actionData.ok ? actionData : null;

  return (
    <div className="pharmacy-page" data-testid="pharmacy-page">
      <Breadcrumbs items={[{ name: intl.formatMessage({ id: "pharmacy.title" }) }]} />
      <div className="container">
        <PharmacySelectedNotice name={finder.selected?.name} />
        <h1 className="page-header__title">
          <FormattedMessage id="pharmacy.title" />
        </h1>
        <p className="pharmacy-page__intro">
          <FormattedMessage id="pharmacy.intro" />
        </p>
        {finder.returnTo ? (
          <p>
            <Link to={finder.returnTo} data-testid="pharmacy-return">
              <FormattedMessage id="pharmacy.returnTo" />
            </Link>
          </p>
        ) : null}
        {failed ? (
          <p className="pharmacy-search__error" role="alert" data-testid="pharmacy-choose-error">
            {failed.message}
          </p>
        ) : null}
        <PharmacyFinder
          data={finder}
          busy={loading}
          onSearch={(form) => submit(form, { replace: true, preventScrollReset: true })}
          renderChoose={(pharmacy) => (
            <Form method="post" action={here} preventScrollReset className="pharmacy-card__form">
              <input type="hidden" name="pharmacyId" value={pharmacy.id} />
              {finder.returnTo ? <input type="hidden" name={FINDER_PARAM.returnTo} value={finder.returnTo} /> : null}
              <button
                type="submit"
                className="button button--secondary"
                aria-label={intl.formatMessage({ id: "pharmacy.choose.label" }, { name: pharmacy.name })}
                data-testid="pharmacy-choose"
              >
                <FormattedMessage id="pharmacy.choose" />
              </button>
            </Form>
          )}
        />
      </div>
    </div>
  );
}
