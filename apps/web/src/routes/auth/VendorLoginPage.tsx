import { SignInScreen } from '../../features/session/SignInScreen.tsx';

export function VendorLoginPage() {
  return <SignInScreen audience="vendor" />;
}
