// Ant Design's Result alone, for lazy-result.tsx to load on demand.
export { Result as default } from 'antd';
