import { chromium } from 'playwright-core';
import { pngImage } from '../tests/e2e/fixtures.ts';
