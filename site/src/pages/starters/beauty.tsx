import StarterDetail from './_components/StarterDetail.tsx';

export default function BeautyStarterPage() {
  return <StarterDetail id="beauty" />;
}
