#!/usr/bin/env node
// The repository's `docs` command; the same entry npm links as `npx docs`.
import '../packages/core/bin/docs.js';
