import { ShieldAlert } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';

/** The screen a person under 18 gets, with Go Back to "/". */
export function UnderAgeNotice({ age }: { age: number | null }) {
  const navigate = useNavigate();
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-4 pb-16 text-center" role="alert">
      <div className="flex size-16 items-center justify-center rounded-2xl bg-muted">
        <ShieldAlert className="size-8 text-destructive-text" aria-hidden />
      </div>
      <h2 className="text-xl font-bold">{age === null ? 'You must be 18 or older to use Converge' : `You must be 18 or older to use Converge (Current age: ${age})`}</h2>
      <p className="max-w-80 text-sm text-muted-foreground">Sorry, Converge is only available to users 18 and older.</p>
      <Button size="lg" variant="outline" className="mt-2" onClick={() => navigate('/')}>
        Go Back
      </Button>
    </div>
  );
}
