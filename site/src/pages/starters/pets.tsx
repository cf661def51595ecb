import StarterDetail from './_components/StarterDetail.tsx';

export default function PetsStarterPage() {
  return <StarterDetail id="pets" />;
}
