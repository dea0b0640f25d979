import BrandsCLI
import Foundation

exit(BrandsCommandLine.main(arguments: Array(CommandLine.arguments.dropFirst())))
