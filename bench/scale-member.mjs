// The member `npm run seed:scale` makes first (the oldest, with the most orders), as a bench logs in with it. Every
// scale member has this password; seed-scale.mjs hashes it once.
export const SCALE_PASSWORD = 'Scale-hide#2026';
export const SCALE_MEMBER = { email: 'scale.1@example.com', password: SCALE_PASSWORD };
