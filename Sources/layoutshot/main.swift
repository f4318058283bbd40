import Foundation
import LayoutshotCLI

exit(Layoutshot.run(Array(CommandLine.arguments.dropFirst())))
