import HomePage from '@/features/catalog/routes/home-page';
import { HomePopupsLoader } from '@/features/popups';

/** The home page and, once it has rendered, the storefront's current popups (their own lazy chunk). */
export default function HomeRoute() {
  return (
    <>
      <HomePage />
      <HomePopupsLoader />
    </>
  );
}
