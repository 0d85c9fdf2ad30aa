import { useIntl } from "react-intl";
import { useNavigation } from "react-router";

/** A thin bar at the top while a navigation loads, announced to screen readers. */
export function NavigationProgress() {
  const navigation = useNavigation();
  const intl = useIntl();
  const busy = navigation.state !== "idle";
  return (
    <>
      <div className="nav-progress" data-active={busy} data-testid="navigation-progress" aria-hidden="true" />
      <p className="visually-hidden" role="status" aria-live="polite">
        {busy ? intl.formatMessage({ id: "a11y.loading" }) : ""}
      </p>
    </>
  );
}
