#!/usr/bin/env node
import { main } from '../packages/core/dist/cli.js';

process.exitCode = await main(process.argv.slice(2));
