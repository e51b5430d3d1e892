import { ArrowLeft, CalendarDays, Megaphone, StickyNote, TvMinimalPlay } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '../components/ui/button';
import { Card } from '../components/ui/card';
import { PageHeader } from '../components/ui/page-header';
import { useDocumentTitle } from '../lib/use-document-title';

const OPTIONS = [
  { title: 'Notice', icon: StickyNote, text: 'Share a short notice with people near you.', plans: 'All plans' },
  { title: 'Event', icon: CalendarDays, text: 'Invite people to an event with a date, time and place.', plans: 'All plans' },
  { title: 'Announcement', icon: Megaphone, text: 'Reach people across the country with an announcement.', plans: 'Premium and Pro' },
  { title: 'Advertisement', icon: TvMinimalPlay, text: 'Promote your business in the app’s ad slots.', plans: 'Premium and Pro' },
];

export default function CreatePage() {
  const navigate = useNavigate();
  useDocumentTitle('Create Content');
  return (
    <>
      <Button variant="ghost" size="sm" className="mb-2" onClick={() => navigate(-1)}>
        <ArrowLeft aria-hidden /> Back
      </Button>
      <PageHeader title="Create Content" description="Choose what you want to publish." />
      <ul className="grid gap-3 sm:grid-cols-2">
        {OPTIONS.map((option) => (
          <li key={option.title}>
            <Card className="flex h-full gap-3 p-4">
              <option.icon aria-hidden className="mt-0.5 size-6 shrink-0 text-primary" />
              <div>
                <h2 className="font-semibold">{option.title}</h2>
                <p className="text-sm text-muted-foreground">{option.text}</p>
                <p className="mt-2 text-xs font-medium text-muted-foreground">{option.plans}</p>
              </div>
            </Card>
          </li>
        ))}
      </ul>
    </>
  );
}
