import { SignInScreen } from '../../features/session/SignInScreen.tsx';

export function GuiderLoginPage() {
  return <SignInScreen audience="guider" />;
}
