import StarterDetail from './_components/StarterDetail.tsx';

export default function BaseStarterPage() {
  return <StarterDetail id="base" />;
}
