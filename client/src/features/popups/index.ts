export { HomePopupsLoader } from './components/home-popups-loader';
