import { FormattedMessage } from "react-intl";
import { Outlet } from "react-router";

/** Account layout: nested in the default layout, adds the account frame. */
export default function AccountLayout() {
  return (
    <div className="account-layout container">
      <h1 className="page-title">
        <FormattedMessage id="account.heading" />
      </h1>
      <div className="account-layout__content">
        <Outlet />
      </div>
    </div>
  );
}
