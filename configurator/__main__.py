import sys

from configurator.entry import main

sys.exit(main())
