import { createFileRoute } from '@tanstack/react-router';
import { AppDownloadPage } from '@/features/promotions';

export const Route = createFileRoute('/_player/app-download')({ component: AppDownloadPage });
