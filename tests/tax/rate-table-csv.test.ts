import { describe, expect, test } from "vitest";
import { ValidationError } from "@/lib/errors";
import { parseRateTable } from "@/lib/tax/rate-table-csv";

const HEADER = "State,ZipCode,TaxRegionName,EstimatedCombinedRate,StateRate,RiskLevel";

function refusal(text: string): string {
  try {
    parseRateTable(text, "CA");
  } catch (error) {
    if (error instanceof ValidationError) return error.message;
    throw error;
  }
  throw new Error("the table was accepted");
}

describe("a downloaded ZIP rate table", () => {
  test("reads State, ZipCode and EstimatedCombinedRate by name, in any order, ignoring the other columns", () => {
    const text = `\uFEFF${HEADER}\r\nCA,94105,"SAN FRANCISCO, CITY",0.086250,0.06,1\r\nca,90210,BEVERLY HILLS,0.1025,0.06,1\r\n\r\n`;
    expect(parseRateTable(text, "CA")).toEqual([
      { zip: "94105", ratePpm: 86_250 },
      { zip: "90210", ratePpm: 102_500 },
    ]);
    expect(parseRateTable("EstimatedCombinedRate,zipcode,state\n0.0725,95814,CA", "CA")).toEqual([
      { zip: "95814", ratePpm: 72_500 },
    ]);
  });

  test("the first bad row is refused by its line (the header is line 1)", () => {
    expect(refusal(`${HEADER}\nCA,94105,SF,0.08625,0.06,1\nCA,9410,SF,0.08625,0.06,1`)).toBe(
      "line 3: ZipCode must be 5 digits",
    );
    expect(refusal(`${HEADER}\nNV,89501,RENO,0.08265,0.0685,1`)).toBe("line 2: State is NV, not CA");
    expect(refusal(`${HEADER}\nCA,94105,SF,8.625,0.06,1`)).toBe(
      "line 2: EstimatedCombinedRate must be a fraction from 0 to 0.2 with at most 6 decimals",
    );
    expect(refusal(`${HEADER}\nCA,94105,SF,0.0862501,0.06,1`)).toContain("line 2: EstimatedCombinedRate");
    expect(refusal(`${HEADER}\nCA,94105,SF,0.08625,0.06,1\nCA,94105,SF,0.08625,0.06,1`)).toBe(
      "line 3: ZipCode 94105 is listed twice",
    );
  });

  test("a file without the columns or the rows says so", () => {
    expect(refusal("State,Zip,Rate\nCA,94105,0.08")).toBe("line 1: the header must name a ZipCode column");
    expect(refusal(HEADER)).toBe("line 2: the file has no rows of rates");
    expect(refusal("")).toBe("line 1: the file is empty; its first line names the columns");
  });

  test("a quoted name running over two lines does not shift the line numbers that follow", () => {
    expect(refusal(`${HEADER}\nCA,94105,"SAN\nFRANCISCO",0.08625,0.06,1\nCA,x,SF,0.08625,0.06,1`)).toBe(
      "line 4: ZipCode must be 5 digits",
    );
  });
});
