import StarterDetail from './_components/StarterDetail.tsx';

export default function CmsBaseStarterPage() {
  return <StarterDetail id="cms-base" />;
}
