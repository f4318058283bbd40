import EvidenceMeasure
import Foundation

// Prints the solid rectangles of a PNG (see EvidenceMeasure.MeasureCommand and the README's
// "Fidelity: checked against UIKit").
exit(MeasureCommand.run(Array(CommandLine.arguments.dropFirst())))
