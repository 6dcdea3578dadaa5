import { AccountPageHeader } from "@/components/account/account-page-header";
import { ChangePasswordForm } from "@/components/account/change-password-form";
import { DeleteAccountDialog } from "@/components/account/delete-account-dialog";
import { ProfileNameForm } from "@/components/account/profile-name-form";
import type { UserDto } from "@/lib/auth/user-dto";

const cardClass = "rounded-sm border border-line bg-white p-5 sm:p-6";

/**
 * Profile (docs/pages.md): the name, the read-only email, the account type, password change, and deleting the account.
 */
export function ProfileSections({ profile }: { profile: UserDto }) {
  // The role in plain words: lower-cased, "user" when none is stored.
  const accountType = (profile.role || "USER").toLowerCase();

  return (
    <div className="grid gap-6">
      <AccountPageHeader title="Profile" />
      <section aria-labelledby="details-heading" className={cardClass}>
        <h2 id="details-heading" className="mb-5 font-display text-2xl font-semibold">
          Personal Information
        </h2>
        <ProfileNameForm name={profile.name} email={profile.email} />
        <p className="mt-6 border-t border-line pt-4 text-sm">
          <span className="text-muted">Account Type:</span>{" "}
          <span className="font-medium" data-testid="account-type">
            {accountType}
          </span>
        </p>
      </section>
      <section aria-labelledby="password-heading" className={cardClass}>
        <h2 id="password-heading" className="mb-5 font-display text-2xl font-semibold">
          Change Password
        </h2>
        <ChangePasswordForm />
      </section>
      <section aria-labelledby="danger-heading" className={cardClass}>
        <h2 id="danger-heading" className="font-display text-2xl font-semibold">
          Delete Account
        </h2>
        <p className="mt-2 text-sm text-muted">
          Deletes your sign-in, addresses, cart, alerts and newsletter subscription. Orders stay for the shop&apos;s
          books.
        </p>
        <DeleteAccountDialog />
      </section>
    </div>
  );
}
