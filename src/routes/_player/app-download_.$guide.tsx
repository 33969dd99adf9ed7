import { createFileRoute, notFound } from '@tanstack/react-router';
import { InstallGuidePage, isGuide } from '@/features/promotions';

/** /app-download/ios, /app-download/lite, /app-download/android: the install guides. */
export const Route = createFileRoute('/_player/app-download_/$guide')({
  params: {
    parse: ({ guide }) => {
      if (!isGuide(guide)) throw notFound();
      return { guide };
    },
  },
  component: function Guide() {
    const { guide } = Route.useParams();
    return <InstallGuidePage guide={guide} />;
  },
});
