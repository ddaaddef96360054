import { SignInScreen } from '../../features/session/SignInScreen.tsx';

export function LoginPage() {
  return <SignInScreen audience="general" />;
}
